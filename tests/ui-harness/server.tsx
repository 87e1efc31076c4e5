import { renderToString } from 'react-dom/server';
import { HarnessApp } from './harness-app';

export function render(): string {
  return renderToString(<HarnessApp />);
}
