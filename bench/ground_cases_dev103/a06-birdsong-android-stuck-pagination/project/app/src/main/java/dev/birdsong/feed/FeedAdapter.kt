package dev.birdsong.feed

import android.text.format.DateUtils
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import dev.birdsong.R

class FeedAdapter : ListAdapter<Sighting, FeedAdapter.Holder>(Diff) {

    class Holder(view: View) : RecyclerView.ViewHolder(view) {
        private val species: TextView = view.findViewById(R.id.species)
        private val observer: TextView = view.findViewById(R.id.observer)
        private val postedAt: TextView = view.findViewById(R.id.posted_at)

        fun bind(item: Sighting) {
            species.text = item.species
            observer.text = item.observer
            postedAt.text = DateUtils.getRelativeTimeSpanString(
                item.postedAtEpochSec * 1000,
                System.currentTimeMillis(),
                DateUtils.MINUTE_IN_MILLIS,
            )
        }
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(LayoutInflater.from(parent.context).inflate(R.layout.item_sighting, parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) = holder.bind(getItem(position))

    object Diff : DiffUtil.ItemCallback<Sighting>() {
        override fun areItemsTheSame(a: Sighting, b: Sighting) = a.id == b.id
        override fun areContentsTheSame(a: Sighting, b: Sighting) = a == b
    }
}
