import type { ReactNode } from "react";
import styles from "./Card.module.css";

type CardProps = {
  title: string;
  subtitle?: string;
  headerImage?: string;
  actions?: ReactNode;
  children: ReactNode;
};

export function Card({ title, subtitle, headerImage, actions, children }: CardProps) {
  return (
    <section className={styles.card}>
      {headerImage && <img className={styles.headerImage} src={headerImage} alt="" />}
      <header className={styles.header}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
