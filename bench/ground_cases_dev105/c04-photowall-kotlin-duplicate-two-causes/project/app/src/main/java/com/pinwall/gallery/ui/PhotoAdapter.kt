package com.pinwall.gallery.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import coil.load
import com.pinwall.gallery.data.PhotoDto
import com.pinwall.gallery.databinding.ItemPhotoBinding

class PhotoAdapter : ListAdapter<PhotoDto, PhotoAdapter.Holder>(Diff) {

    class Holder(val binding: ItemPhotoBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val binding = ItemPhotoBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        return Holder(binding)
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val photo = getItem(position)
        holder.binding.image.load(photo.url) { crossfade(true) }
        holder.binding.author.text = photo.author ?: "匿名"
        holder.binding.image.contentDescription = photo.author
    }

    private object Diff : DiffUtil.ItemCallback<PhotoDto>() {
        override fun areItemsTheSame(oldItem: PhotoDto, newItem: PhotoDto): Boolean =
            oldItem.id == newItem.id

        override fun areContentsTheSame(oldItem: PhotoDto, newItem: PhotoDto): Boolean =
            oldItem == newItem
    }
}
