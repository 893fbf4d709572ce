import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { deleteProject, renameProject } from "../api/projects";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { useToast } from "../components/Toast";

export function ProjectSettings() {
  const { projectId = "" } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState("");
  const [confirming, setConfirming] = useState(false);

  async function onRename(e: React.FormEvent) {
    e.preventDefault();
    try {
      await renameProject(projectId, name.trim());
      toast("已保存", "success");
    } catch (err) {
      toast(`保存失败：${(err as Error).message}`, "error");
    }
  }

  async function onDelete() {
    try {
      await deleteProject(projectId);
      setConfirming(false);
      navigate("/projects");
    } catch (err) {
      // keep the dialog open so the user can retry or cancel
      toast(`删除失败：${(err as Error).message}`, "error");
    }
  }

  return (
    <section>
      <h1>项目设置</h1>
      <form onSubmit={onRename}>
        <label>
          项目名称
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={64} />
        </label>
        <button type="submit" disabled={!name.trim()}>保存</button>
      </form>

      <h2>危险操作</h2>
      <button type="button" onClick={() => setConfirming(true)}>删除项目</button>
      <ConfirmDialog
        open={confirming}
        title="删除项目"
        message="删除后项目下的所有数据都无法恢复，确定要删除吗？"
        confirmText="删除"
        danger
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
