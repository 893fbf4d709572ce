defmodule Clipbox.Media do
  @moduledoc "Uploads and their renditions."
  import Ecto.Query

  alias Clipbox.Repo
  alias Clipbox.Media.Upload

  def get_upload!(id), do: Repo.get!(Upload, id)

  def list_uploads(user) do
    Repo.all(from u in Upload, where: u.user_id == ^user.id, order_by: [desc: u.inserted_at])
  end

  def mark(%Upload{} = upload, status) do
    with {:ok, upload} <- upload |> Upload.status_changeset(status) |> Repo.update() do
      Phoenix.PubSub.broadcast(Clipbox.PubSub, "uploads:#{upload.user_id}", {:upload_updated, upload})
      {:ok, upload}
    end
  end

  def subscribe(user), do: Phoenix.PubSub.subscribe(Clipbox.PubSub, "uploads:#{user.id}")

  def download_original!(%Upload{} = upload) do
    dir = Application.fetch_env!(:clipbox, :media)[:work_dir]
    File.mkdir_p!(dir)
    path = Path.join(dir, "#{upload.id}#{Path.extname(upload.filename)}")
    ExAws.S3.download_file(bucket(), upload.key, path) |> ExAws.request!()
    path
  end

  def store_rendition!(%Upload{} = upload, video, poster) do
    base = Path.rootname(upload.key)
    ExAws.S3.put_object(bucket(), base <> "_720p.mp4", File.read!(video)) |> ExAws.request!()
    ExAws.S3.put_object(bucket(), base <> "_poster.jpg", File.read!(poster)) |> ExAws.request!()
    :ok
  end

  defp bucket, do: System.fetch_env!("CLIPBOX_BUCKET")
end
