defmodule Clipbox.Workers.PosterWorker do
  use Oban.Worker, queue: :thumbnails, max_attempts: 3

  alias Clipbox.Media.FFmpeg
  alias Clipbox.Videos

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"video_id" => id}}) do
    video = Videos.get!(id)
    dest = Videos.rendition_path(video, "poster.jpg")

    with :ok <- FFmpeg.poster(video.source_path, dest),
         true <- File.exists?(dest) do
      Videos.set_poster(video, dest)
    else
      false -> {:error, "ffmpeg wrote no poster frame"}
      {:error, status, out} -> {:error, "poster failed #{status}: #{String.slice(out, -300, 300)}"}
    end
  end
end
