import type { ReactNode } from "react";
import styles from "./Badge.module.css";

type Props = { variant: "sale" | "new" | "soldout"; children: ReactNode };

export function Badge({ variant, children }: Props) {
  return <span className={`${styles.badge} ${styles[variant]}`}>{children}</span>;
}
