import { useEffect, useRef, useState } from 'react';

interface CounterProps {
  target: number;
  suffix: string;
  durationMs: number;
  stepMs: number;
  /** Share of the counter that must be visible before it starts (SPEC §9: 0.5). */
  threshold?: number;
}

/**
 * Counts from 0 to its target once, the first time it is at least half visible, in steps of
 * stepMs over durationMs (0 → 5,000 in five steps of 400 ms). Screen readers get the final
 * number straight away; people who prefer reduced motion see it without counting.
 */
export function Counter({ target, suffix, durationMs, stepMs, threshold = 0.5 }: CounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      setValue(target);
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        const steps = Math.max(1, Math.round(durationMs / stepMs));
        let step = 0;
        timer = setInterval(() => {
          step += 1;
          setValue(Math.round((target * step) / steps));
          if (step >= steps) clearInterval(timer);
        }, stepMs);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [target, durationMs, stepMs, threshold]);

  const formatted = `${target.toLocaleString('en-IN')}${suffix}`;
  return (
    <span ref={ref} className="counter" role="img" aria-label={formatted} data-value={value}>
      <span aria-hidden="true">{value.toLocaleString('en-IN')}{suffix}</span>
    </span>
  );
}
