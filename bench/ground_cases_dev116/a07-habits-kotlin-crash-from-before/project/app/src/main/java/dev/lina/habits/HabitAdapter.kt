package dev.lina.habits

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import dev.lina.habits.databinding.ItemHabitBinding

class HabitAdapter(
    private val onCheckIn: (Habit) -> Unit,
    private val onToggleArchived: (Habit) -> Unit,
) : RecyclerView.Adapter<HabitAdapter.Holder>() {

    private var items: List<Habit> = emptyList()
    private var streaks: List<Int> = emptyList()

    class Holder(val binding: ItemHabitBinding) : RecyclerView.ViewHolder(binding.root)

    fun submit(habits: List<Habit>, streaks: List<Int>) {
        items = habits
        this.streaks = streaks
        notifyDataSetChanged()
    }

    override fun getItemCount(): Int = items.size

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemHabitBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val habit = items[position]
        holder.binding.name.text = habit.name
        holder.binding.name.alpha = if (habit.active) 1f else 0.4f
        holder.binding.streak.text = "${streaks[position]}🔥"
        holder.binding.checkIn.isEnabled = habit.active
        holder.binding.checkIn.setOnClickListener { onCheckIn(habit) }
        holder.binding.root.setOnLongClickListener {
            onToggleArchived(habit)
            true
        }
    }
}
