defmodule Clipbox.Workers.TranscodeWorkerTest do
  use Clipbox.DataCase, async: true
  use Oban.Testing, repo: Clipbox.Repo

  alias Clipbox.Workers.TranscodeWorker

  test "marks a valid video ready" do
    video = insert_video!(source_path: fixture_path("sample.mp4"))
    assert {:ok, _} = perform_job(TranscodeWorker, %{"video_id" => video.id})
    assert Clipbox.Videos.get!(video.id).status == :ready
  end

  test "cancels on a file ffmpeg cannot read" do
    video = insert_video!(source_path: fixture_path("not_a_video.txt"))
    assert {:cancel, _} = perform_job(TranscodeWorker, %{"video_id" => video.id})
    assert Clipbox.Videos.get!(video.id).status == :failed
  end
end
