package com.acme.pinboard.feed

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import coil.load
import com.acme.pinboard.data.Post
import com.acme.pinboard.databinding.ItemPostBinding

class FeedAdapter(
    private val onClick: (Post) -> Unit,
) : RecyclerView.Adapter<FeedAdapter.PostHolder>() {

    private var items: List<Post> = emptyList()

    fun submit(newItems: List<Post>) {
        items = newItems
        notifyDataSetChanged()
    }

    override fun getItemCount(): Int = items.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): PostHolder {
        val binding = ItemPostBinding.inflate(LayoutInflater.from(parent.context), parent, false)
        return PostHolder(binding)
    }

    override fun onBindViewHolder(holder: PostHolder, position: Int) {
        holder.bind(items[position])
    }

    inner class PostHolder(private val binding: ItemPostBinding) : RecyclerView.ViewHolder(binding.root) {
        fun bind(post: Post) {
            binding.title.text = post.title
            binding.author.text = post.authorName
            binding.likes.text = post.likes.toString()
            binding.image.load(post.imageUrl) {
                crossfade(true)
                placeholder(com.acme.pinboard.R.drawable.post_placeholder)
            }
            binding.root.setOnClickListener { onClick(post) }
        }
    }
}
