import { useEffect, useState } from "react";
import { api } from "../api/client";

interface Avatar {
  id: string;
  url: string;
  label: string;
}

export function AvatarGallery() {
  const [avatars, setAvatars] = useState<Avatar[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    api<Avatar[]>("/avatars").then(setAvatars);
  }, []);

  return (
    <ul className="avatar-gallery">
      {avatars.map((a) => (
        <li key={a.id} className={a.id === chosen ? "chosen" : ""}>
          <button type="button" onClick={() => setChosen(a.id)}>
            <img src={a.url} alt={a.label} width={48} height={48} />
          </button>
        </li>
      ))}
    </ul>
  );
}
