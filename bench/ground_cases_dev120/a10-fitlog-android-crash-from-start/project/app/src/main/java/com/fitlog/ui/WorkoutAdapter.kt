package com.fitlog.ui

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.fitlog.data.Workout
import com.fitlog.databinding.ItemWorkoutBinding

class WorkoutAdapter(
    private val onClick: (Workout) -> Unit,
) : ListAdapter<Workout, WorkoutAdapter.Holder>(Diff) {

    class Holder(val binding: ItemWorkoutBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemWorkoutBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val workout = getItem(position)
        holder.binding.title.text = workout.title
        holder.binding.duration.text = formatDuration(workout.durationSeconds)
        holder.binding.root.setOnClickListener { onClick(workout) }
    }

    companion object {
        fun formatDuration(totalSeconds: Int): String {
            val h = totalSeconds / 3600
            val m = (totalSeconds % 3600) / 60
            val s = totalSeconds % 60
            return if (h > 0) "%d:%02d:%02d".format(h, m, s) else "%d:%02d".format(m, s)
        }
    }

    private object Diff : DiffUtil.ItemCallback<Workout>() {
        override fun areItemsTheSame(a: Workout, b: Workout) = a.id == b.id
        override fun areContentsTheSame(a: Workout, b: Workout) = a == b
    }
}
