defmodule Clipbox.Media.TranscodeWorker do
  @moduledoc """
  Transcodes an uploaded video to 720p H.264 MP4 and a poster JPEG, then
  uploads both next to the original.
  """
  use Oban.Worker, queue: :media, max_attempts: 5

  require Logger

  alias Clipbox.Media
  alias Clipbox.Media.Ffmpeg

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"upload_id" => id}, attempt: attempt, max_attempts: max}) do
    upload = Media.get_upload!(id)
    {:ok, _} = Media.mark(upload, :transcoding)
    src = Media.download_original!(upload)
    out = Path.rootname(src) <> "_720p.mp4"

    case System.cmd(Ffmpeg.bin(), Ffmpeg.transcode_args(src, out), stderr_to_stdout: true) do
      {_, 0} ->
        poster = Path.rootname(src) <> "_poster.jpg"
        {_, 0} = System.cmd(Ffmpeg.bin(), Ffmpeg.thumbnail_args(out, poster), stderr_to_stdout: true)
        Media.store_rendition!(upload, out, poster)
        {:ok, _} = Media.mark(upload, :ready)
        :ok

      {output, code} ->
        Logger.error("ffmpeg failed (#{code}) for upload #{id}: #{String.slice(output, -500, 500)}")
        Media.mark(upload, if(attempt >= max, do: :failed, else: :pending))
        {:error, "ffmpeg exited with #{code}"}
    end
  end
end
