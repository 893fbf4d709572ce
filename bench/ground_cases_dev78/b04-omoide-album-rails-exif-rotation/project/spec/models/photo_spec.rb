require "rails_helper"

RSpec.describe Photo, type: :model do
  let(:album) { create(:album) }

  def attach(photo, fixture, type)
    photo.image.attach(io: file_fixture(fixture).open, filename: fixture, content_type: type)
  end

  it "accepts a JPEG" do
    photo = album.photos.new
    attach(photo, "cat.jpg", "image/jpeg")
    expect(photo).to be_valid
  end

  it "accepts a HEIC from iPhone" do
    photo = album.photos.new
    attach(photo, "IMG_0420.HEIC", "image/heic")
    expect(photo).to be_valid
  end

  it "rejects a GIF" do
    photo = album.photos.new
    attach(photo, "anim.gif", "image/gif")
    expect(photo).not_to be_valid
  end

  it "rejects files over 15MB" do
    photo = album.photos.new
    attach(photo, "cat.jpg", "image/jpeg")
    photo.image.blob.byte_size = 16.megabytes
    expect(photo).not_to be_valid
  end
end
