import { Link } from 'wouter';
import site from '../../content/site.json';
import { articles } from '../articles/contentIndex';
import * as styles from '../articles/pages.css';
import * as m from './messages';

const SUGGESTED = [
  'retirement-planning-guide',
  'tax-impact-calculator',
  'medicare-planning-guide',
  'social-security-optimization-calculator',
  'rmd-calculator',
];

export function NotFoundPage() {
  const suggestions = articles.filter((a) => SUGGESTED.includes(a.slug));
  return (
    <div className={styles.page}>
      <h1>{site.notFound.heading}</h1>
      <p>{site.notFound.body}</p>
      <ul>
        <li>
          <Link to="/">{m.notFoundHome()}</Link>
        </li>
        {suggestions.map((a) => (
          <li key={a.slug}>
            <Link to={`/content/${a.slug}`}>{a.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
