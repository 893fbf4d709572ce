class PhotosController < ApplicationController
  before_action :set_album

  def index
    @photos = @album.photos.recent.with_attached_image
  end

  def create
    @photo = @album.photos.new(photo_params)
    @photo.taken_at ||= Time.current
    if @photo.save
      redirect_to album_photos_path(@album), notice: "アップロードしました"
    else
      render :index, status: :unprocessable_entity
    end
  end

  def destroy
    photo = @album.photos.find(params[:id])
    photo.image.purge_later
    photo.destroy!
    redirect_to album_photos_path(@album), notice: "削除しました"
  end

  private

  def set_album
    @album = current_user.albums.find(params[:album_id])
  end

  def photo_params
    params.require(:photo).permit(:image, :caption, :taken_at)
  end
end
