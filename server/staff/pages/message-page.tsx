/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { STAFF_HOME_PATH } from '../staff-paths';

/** A short page for what went wrong: an unknown address, a refused request. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <div className="message">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href={STAFF_HOME_PATH}>Go to the staff inbox</a>
      </p>
    </div>
  );
}
