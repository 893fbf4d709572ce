defmodule Clipbox.Videos do
  import Ecto.Query
  alias Clipbox.Repo
  alias Clipbox.Videos.Video

  def get!(id), do: Repo.get!(Video, id)

  def rendition_path(%Video{id: id}, name) do
    root = Application.fetch_env!(:clipbox, :media_root)
    dir = Path.join([root, "renditions", to_string(id)])
    File.mkdir_p!(dir)
    Path.join(dir, name)
  end

  def mark_ready(video, path) do
    video |> Video.changeset(%{status: :ready, rendition_path: path}) |> Repo.update()
  end

  def mark_failed(video, reason) do
    video |> Video.changeset(%{status: :failed, error: reason}) |> Repo.update()
  end

  def set_poster(video, path) do
    video |> Video.changeset(%{poster_path: path}) |> Repo.update()
  end

  def stale_uploads(days) do
    cutoff = DateTime.add(DateTime.utc_now(), -days * 86_400)
    from(v in Video, where: v.status == :uploading and v.inserted_at < ^cutoff) |> Repo.all()
  end
end
