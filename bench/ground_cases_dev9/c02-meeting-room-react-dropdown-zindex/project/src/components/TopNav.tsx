import UserMenu from "./UserMenu";
import styles from "./TopNav.module.css";

interface Props {
  onNewBooking: () => void;
}

export default function TopNav({ onNewBooking }: Props) {
  return (
    <header className={styles.nav}>
      <div className={styles.brand}>
        <img src="/logo.svg" alt="" width={24} height={24} />
        <span>会议室预订</span>
      </div>
      <div className={styles.actions}>
        <button className={styles.primary} onClick={onNewBooking}>
          + 新建预订
        </button>
        <UserMenu />
      </div>
    </header>
  );
}
