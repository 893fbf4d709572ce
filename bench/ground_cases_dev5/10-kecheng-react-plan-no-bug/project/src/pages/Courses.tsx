import { useEffect, useState } from "react";
import { api } from "../api/client";
import { formatStart } from "../utils/format";

interface Course {
  id: string;
  title: string;
  startsAt: string;
  seatsLeft: number;
}

export function Courses() {
  const [courses, setCourses] = useState<Course[]>([]);
  useEffect(() => {
    api.get<Course[]>("/courses").then(setCourses);
  }, []);
  return (
    <ul>
      {courses.map((c) => (
        <li key={c.id}>
          {c.title} · {formatStart(c.startsAt)} · 剩余 {c.seatsLeft} 个名额
        </li>
      ))}
    </ul>
  );
}
