defmodule Clipbox.Workers.TranscodeWorker do
  use Oban.Worker, queue: :transcode, max_attempts: 5

  alias Clipbox.Media.FFmpeg
  alias Clipbox.Videos

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"video_id" => id}}) do
    video = Videos.get!(id)
    dest = Videos.rendition_path(video, "720p.mp4")

    case FFmpeg.to_720p(video.source_path, dest) do
      :ok ->
        Videos.mark_ready(video, dest)
        %{"video_id" => id} |> Clipbox.Workers.PosterWorker.new() |> Oban.insert()

      {:error, 1, output} ->
        if output =~ "Invalid data found when processing input" do
          Videos.mark_failed(video, "unreadable source")
          {:cancel, "unreadable source"}
        else
          {:error, "ffmpeg exited 1: #{String.slice(output, -500, 500)}"}
        end

      {:error, status, output} ->
        {:error, "ffmpeg exited #{status}: #{String.slice(output, -500, 500)}"}
    end
  end
end
