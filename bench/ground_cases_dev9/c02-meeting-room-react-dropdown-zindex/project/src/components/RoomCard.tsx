import type { Room } from "../api";
import styles from "./RoomCard.module.css";

interface Props {
  room: Room;
  active: boolean;
  onClick: () => void;
}

export default function RoomCard({ room, active, onClick }: Props) {
  return (
    <div className={`${styles.card} ${active ? styles.active : ""}`} onClick={onClick}>
      <div className={styles.name}>{room.name}</div>
      <div className={styles.meta}>
        {room.floor} · {room.seats} 人{room.hasScreen ? " · 投屏" : ""}
      </div>
    </div>
  );
}
