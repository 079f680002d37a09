import { EditIcon } from '../../Icons/index.tsx';
import { Link } from '../../Link/index.tsx';
import { useTranslate } from '../../translations/context.tsx';

/** Props of EditLink. */
export interface EditLinkProps {
  href: string;
}

/** "Edit this page", pointing at the source file on the repository host. */
export function EditLink({ href }: EditLinkProps) {
  const t = useTranslate();
  return (
    <Link className="edit-link" href={href} external>
      <EditIcon />
      {t('theme.common.editThisPage')}
    </Link>
  );
}
