import type { PageData } from '../../src/shared/types.ts';
import { Main } from '../Main/index.tsx';

/** Props of BlogArchivePage. */
export interface BlogArchivePageProps {
  page: PageData;
}

/** Every listed post by year, newest first; like Docusaurus's archive, without the sidebar. */
export function BlogArchivePage({ page }: BlogArchivePageProps) {
  return (
    <Main path={page.path} className="container blog-archive">
      <header className="blog-archive__header">
        <h1>{page.title}</h1>
        <p>{page.blog?.blogTitle}</p>
      </header>
      <div className="blog-archive__years">
        {(page.blog?.archive ?? []).map((group) => (
          <section key={group.year} className="blog-archive__year" aria-labelledby={`archive-${group.year}`}>
            <h2 id={`archive-${group.year}`}>{group.year}</h2>
            <ul>
              {group.posts.map((post) => (
                <li key={post.href}>
                  <a href={post.href}>
                    <time dateTime={post.date}>{post.formattedDate}</time> - {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Main>
  );
}
