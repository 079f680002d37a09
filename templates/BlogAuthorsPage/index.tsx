import type { PageData } from '../../src/shared/types.ts';
import { BlogLayout } from '../BlogLayout/index.tsx';
import { BlogAuthor } from '../BlogPostItem/BlogAuthors/index.tsx';
import { useTranslate } from '../translations/context.tsx';

/** Props of BlogAuthorsPage. */
export interface BlogAuthorsPageProps {
  page: PageData;
}

/** Every author of authors.yml with their number of posts. */
export function BlogAuthorsPage({ page }: BlogAuthorsPageProps) {
  const t = useTranslate();
  return (
    <BlogLayout page={page}>
      <div className="markdown">
        <h1>{page.title}</h1>
      </div>
      <ul className="blog-authors blog-authors--list">
        {(page.blog?.authors ?? []).map((author) => (
          <li key={author.key ?? author.name} className="blog-author">
            <BlogAuthor author={author} />
            <span className="blog-author__count">{t.plural('theme.blog.post.plurals', author.count ?? 0)}</span>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
