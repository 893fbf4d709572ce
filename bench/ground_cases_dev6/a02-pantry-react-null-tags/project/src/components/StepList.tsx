import type { Step } from "../types";

interface Props {
  steps: Step[];
}

export default function StepList({ steps }: Props) {
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  return (
    <ol className="steps">
      {ordered.map((step) => (
        <li className="step">{step.text}</li>
      ))}
    </ol>
  );
}
