import { ref, watch, onMounted } from "vue";
import { listUsers, type User } from "@/api/users";

export function useUsers(pageSize = 20) {
  const users = ref<User[]>([]);
  const total = ref(0);
  const page = ref(1);
  const loading = ref(false);
  const error = ref<string | null>(null);
  const keyword = ref("");
  const query = ref("");
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function load() {
    loading.value = true;
    error.value = null;
    try {
      const res = await listUsers({ page: page.value, pageSize, q: query.value || undefined });
      users.value = res.items;
      total.value = res.total;
    } catch (e) {
      error.value = (e as Error).message;
    } finally {
      loading.value = false;
    }
  }

  // 输入停顿 300ms 后再搜索，并回到第一页
  watch(keyword, (value) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const q = value.trim();
      if (!q) return;
      query.value = q;
      if (page.value !== 1) {
        page.value = 1; // watch(page) 会触发 load
      } else {
        load();
      }
    }, 300);
  });

  watch(page, load);
  onMounted(load);

  return { users, total, page, loading, error, keyword, reload: load };
}
