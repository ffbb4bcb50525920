import { useEffect, useRef } from 'react';

/**
 * Each new step of a money form takes the focus (the button that led to it is gone), so it is read out and
 * Escape works. Answers the ref for the step's element.
 */
export function useStepFocus<Element extends HTMLElement>(
  stepName: string,
): (element: Element | null) => void {
  const stepRef = useRef<Element | null>(null);
  const shownStep = useRef(stepName);
  useEffect(() => {
    if (shownStep.current !== stepName) {
      shownStep.current = stepName;
      stepRef.current?.focus();
    }
  }, [stepName]);
  return (element) => {
    stepRef.current = element;
  };
}
