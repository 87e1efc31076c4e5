import { useEffect, useState } from 'react';
import { formatIndianNumber } from './format-number';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-media-query';
import './counter.css';

/**
 * A number that counts up from 0 to its target once, the first time it is `threshold` visible, in
 * steps of `stepMs` over `durationMs` (0 → 5,000 in five steps of 400 ms).
 *
 *   <Counter target={5000} suffix="+" durationMs={2000} stepMs={400} />
 *
 * The server renders the final number, so a reader without JavaScript never sees "0+"; the count
 * runs only where scripts run, and not under reduced motion. Screen readers get the final number.
 * The final number, invisible, holds the width, so nothing beside the counter moves while it counts.
 * `data-value` holds the number shown.
 */
interface CounterProps {
  target: number;
  suffix: string;
  durationMs: number;
  stepMs: number;
  /** Share of the counter that must be visible before it starts (default 0.5). */
  threshold?: number;
}

export function Counter({ target, suffix, durationMs, stepMs, threshold = 0.5 }: CounterProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { ref, inView, initiallyVisible, initiallyAbove } = useInView<HTMLSpanElement>({ threshold, once: true, enabled: !reducedMotion });
  const steps = Math.max(1, Math.round(durationMs / stepMs));
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!inView) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [inView, steps, stepMs]);

  // Final number until the observer has spoken (server, hydration, reduced motion); then 0 while
  // waiting to be seen, then the steps.
  // Already scrolled past when the script looked: the reader saw the server's final number; keep it.
  const value = reducedMotion || initiallyVisible === undefined || initiallyAbove === true ? target : inView ? Math.round((target * step) / steps) : 0;
  const format = (n: number) => `${formatIndianNumber(n)}${suffix}`;
  return (
    <span ref={ref} className="counter" role="img" aria-label={format(target)} data-value={value}>
      <span className="counter__value" aria-hidden="true">
        {format(value)}
      </span>
      <span className="counter__width" aria-hidden="true">
        {format(target)}
      </span>
    </span>
  );
}
