import { defineStore } from "pinia";

export interface Comment {
  id: number;
  author: string;
  avatarUrl: string;
  body: string;
  postedAt: string;
}

export interface Notice {
  id: number;
  title: string;
  body: string;
  postedBy: string;
  comments: Comment[];
}

export const useNoticeStore = defineStore("notices", {
  state: () => ({ notices: [] as Notice[], unread: 0 }),
  actions: {
    async load() {
      const res = await fetch("/api/notices");
      const data = await res.json();
      this.notices = data.notices;
      this.unread = data.unread;
    },
    byId(id: number) {
      return this.notices.find((n) => n.id === id);
    },
  },
});
