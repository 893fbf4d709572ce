import { ref } from "vue";
import { apiPost } from "@/api/client";

/**
 * Posts a form body to the API and tracks loading / error / done state
 * for the template. Used by the contact form and the demo request form.
 */
export function useSubmit<T extends object>(path: string) {
  const loading = ref(false);
  const error = ref<string | null>(null);
  const done = ref(false);

  async function submit(body: T): Promise<boolean> {
    if (loading.value) return false;
    loading.value = true;
    error.value = null;
    done.value = false;
    try {
      const res = await apiPost(path, body);
      if (res.status !== 200) {
        error.value = `unexpected status ${res.status}`;
        return false;
      }
      done.value = true;
      return true;
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
      return false;
    } finally {
      loading.value = false;
    }
  }

  function reset() {
    error.value = null;
    done.value = false;
  }

  return { submit, reset, loading, error, done };
}
