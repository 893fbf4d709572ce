defmodule Clipbox.Media.FFmpeg do
  @moduledoc "Thin wrappers around the ffmpeg/ffprobe binaries."

  @doc "Transcode to 720p H.264/AAC. Returns :ok or {:error, exit_status, output}."
  def to_720p(src, dest) do
    args = ["-y", "-i", src, "-vf", "scale=-2:720", "-c:v", "libx264", "-preset", "veryfast",
            "-crf", "23", "-c:a", "aac", "-movflags", "+faststart", dest]
    run("ffmpeg", args)
  end

  @doc "Grab one frame as the poster image."
  def poster(src, dest) do
    run("ffmpeg", ["-y", "-ss", "00:00:03", "-i", src, "-frames:v", "1", "-q:v", "3", dest])
  end

  @doc "Duration in seconds (float) via ffprobe."
  def duration(src) do
    args = ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", src]
    case System.cmd("ffprobe", args, stderr_to_stdout: true) do
      {out, 0} -> {:ok, out |> String.trim() |> String.to_float()}
      {out, status} -> {:error, status, out}
    end
  end

  defp run(bin, args) do
    case System.cmd(bin, args, stderr_to_stdout: true) do
      {_out, 0} -> :ok
      {out, status} -> {:error, status, out}
    end
  end
end
