import type { BlogAuthorData } from '../../../src/shared/types.ts';

/** Props of BlogAuthors. */
export interface BlogAuthorsProps {
  authors: BlogAuthorData[];
}

/** A post's authors: avatar, name (linked to the author's page or site), title and socials. */
export function BlogAuthors({ authors }: BlogAuthorsProps) {
  if (authors.length === 0) return null;
  return (
    <ul className="blog-authors">
      {authors.map((author, index) => (
        <li key={author.key ?? `${author.name ?? ''}-${index}`} className="blog-author">
          <BlogAuthor author={author} />
        </li>
      ))}
    </ul>
  );
}

/** One author's card (also used by the authors pages). */
export function BlogAuthor({ author, heading }: { author: BlogAuthorData; heading?: boolean }) {
  const href = author.pageHref ?? author.url;
  const external = href !== undefined && href === author.url && /^https?:/.test(href);
  const name = author.name ?? author.key ?? '';
  const Name = heading ? 'h1' : 'span';
  return (
    <>
      {author.imageUrl && (
        // The name beside it says who this is: the image is decoration for screen readers.
        <img className="blog-author__avatar" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />
      )}
      <span className="blog-author__text">
        {name !== '' && (
          <Name className="blog-author__name">
            {href ? (
              <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {name}
              </a>
            ) : (
              name
            )}
          </Name>
        )}
        {author.title && <span className="blog-author__title">{author.title}</span>}
        {author.socials.length > 0 && (
          <span className="blog-author__socials">
            {author.socials.map((social) => (
              <a
                key={social.platform}
                className="blog-author__social"
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${name} on ${social.platform}`}
              >
                {social.platform}
              </a>
            ))}
          </span>
        )}
      </span>
    </>
  );
}
