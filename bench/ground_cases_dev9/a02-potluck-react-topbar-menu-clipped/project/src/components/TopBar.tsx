import styles from "./TopBar.module.css";
import UserMenu from "./UserMenu";

interface Props {
  title: string;
}

export default function TopBar({ title }: Props) {
  return (
    <header className={styles.bar}>
      <a href="/" className={styles.logo}>
        <img src="/potluck.svg" alt="" width={28} height={28} />
        <span>Potluck</span>
      </a>
      <h1 className={styles.title} title={title}>
        {title}
      </h1>
      <div className={styles.actions}>
        <button className={styles.newPlan}>+ New plan</button>
        <div className={styles.userSlot}>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
