package com.acme.tides.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import android.widget.TextView
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.acme.tides.R
import com.acme.tides.data.Station
import com.acme.tides.data.Tide
import com.acme.tides.util.TimeFormat
import java.util.Locale

class TideListAdapter(private val station: Station) :
    ListAdapter<Tide, TideListAdapter.Holder>(Diff) {

    class Holder(parent: ViewGroup) : RecyclerView.ViewHolder(
        LayoutInflater.from(parent.context).inflate(R.layout.item_tide, parent, false)
    ) {
        val time: TextView = itemView.findViewById(R.id.tide_time)
        val kind: TextView = itemView.findViewById(R.id.tide_kind)
        val height: TextView = itemView.findViewById(R.id.tide_height)
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int) = Holder(parent)

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val tide = getItem(position)
        holder.time.text = TimeFormat.tideTime(tide.epochSeconds, station.zone)
        holder.kind.setText(if (tide.isHigh) R.string.high_tide else R.string.low_tide)
        holder.height.text = String.format(Locale.getDefault(), "%.1f m", tide.heightMeters)
    }

    private object Diff : DiffUtil.ItemCallback<Tide>() {
        override fun areItemsTheSame(a: Tide, b: Tide) = a.epochSeconds == b.epochSeconds
        override fun areContentsTheSame(a: Tide, b: Tide) = a == b
    }
}
