import dayjs from "dayjs";
import type { Booking } from "../api";
import styles from "./BookingTable.module.css";

export default function BookingTable({ bookings }: { bookings: Booking[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>会议室</th>
          <th>主题</th>
          <th>预订人</th>
          <th>时间</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((b) => (
          <tr key={b.id}>
            <td>{b.roomName}</td>
            <td>{b.subject}</td>
            <td>{b.organizer}</td>
            <td>
              {dayjs(b.start).format("MM-DD HH:mm")} - {dayjs(b.end).format("HH:mm")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
