interface Props {
  steps: string[];
  current: number;
}

export function Stepper({ steps, current }: Props) {
  return (
    <ol className="stepper">
      {steps.map((s, i) => (
        <li key={s} className={i === current ? "active" : i < current ? "done" : ""}>
          {s}
        </li>
      ))}
    </ol>
  );
}
