import type { SiteData } from '../../src/shared/types.ts';

export const meta = {
  title: 'Home',
  description:
    'Read and write Android Health Connect data from React Native: permissions, records, aggregations and more, with TypeScript types.',
};

interface Feature {
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    title: 'One API for 40 data types',
    text: 'Steps, heart rate, sleep, weight, nutrition, exercise sessions and more: insert, read and delete records with typed objects and units you never convert by hand.',
  },
  {
    title: 'Permissions done right',
    text: 'Ask for read and write access per data type, check what the user granted, and handle background and history access with the same call.',
  },
  {
    title: 'Aggregations built in',
    text: 'Totals, averages, minimums and maximums over any range, or grouped by hour, day, week or month, without double counting between apps.',
  },
  {
    title: 'React Native CLI and Expo',
    text: 'Works with the old and the new architecture, and ships an Expo config plugin for development builds.',
  },
];

/** The landing page: a hero with the call to action, then the main features. */
export default function HomePage({ site }: { site: SiteData }) {
  return (
    <>
      <header className="hero">
        <h1 className="hero__title">{site.title}</h1>
        <p className="hero__subtitle">
          Health Connect for React Native: read and write health and fitness data on Android with a small, typed,
          promise-based API.
        </p>
        <a className="button button--primary button--lg" href={`${site.baseUrl}docs/get-started`}>
          Get started
        </a>
      </header>
      <section className="features">
        {features.map((feature) => (
          <div className="feature-card" key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        ))}
      </section>
    </>
  );
}
