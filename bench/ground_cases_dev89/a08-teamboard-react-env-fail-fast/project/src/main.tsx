import React from "react";
import ReactDOM from "react-dom/client";
import { ProfileForm } from "./components/ProfileForm";
import { AvatarGallery } from "./components/AvatarGallery";
import { MemberSearch } from "./components/MemberSearch";

function App() {
  return (
    <main>
      <ProfileForm />
      <AvatarGallery />
      <MemberSearch onSelect={(m) => console.log("picked", m.id)} />
    </main>
  );
}

ReactDOM.createRoot(document.getElementById("root")!).render(
  <React.StrictMode>
    <App />
  </React.StrictMode>,
);
