defmodule Clipbox.Media.Ffmpeg do
  @moduledoc "Command lines for the ffmpeg binary."

  def bin, do: Application.fetch_env!(:clipbox, :media)[:ffmpeg]

  def transcode_args(src, out) do
    [
      "-y",
      "-i", src,
      "-vf", "scale=-2:'min(720,ih)'",
      "-c:v", "libx264",
      "-preset", "medium",
      "-crf", "23",
      "-c:a", "aac",
      "-b:a", "128k",
      "-movflags", "+faststart",
      out
    ]
  end

  def thumbnail_args(video, poster) do
    [
      "-y",
      "-ss", "0",
      "-i", video,
      "-frames:v", "1",
      "-q:v", "3",
      poster
    ]
  end
end
