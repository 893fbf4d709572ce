package com.tasko.app.tasks

import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import androidx.core.content.ContextCompat
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.tasko.app.R

class TaskAdapter(
    private val onClick: (Long) -> Unit,
) : ListAdapter<TaskRow, TaskAdapter.Holder>(Diff) {

    class Holder(view: View) : RecyclerView.ViewHolder(view) {
        val title: TextView = view.findViewById(R.id.task_title)
        val due: TextView = view.findViewById(R.id.task_due)
        val avatar: TextView = view.findViewById(R.id.task_avatar)
    }

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(LayoutInflater.from(parent.context).inflate(R.layout.item_task, parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val row = getItem(position)
        holder.title.text = row.title
        holder.title.alpha = if (row.done) 0.5f else 1f
        val context = holder.itemView.context
        if (row.overdue) {
            holder.due.text = context.getString(R.string.task_overdue)
            holder.due.setTextColor(ContextCompat.getColor(context, R.color.overdue_red))
        } else {
            holder.due.text = row.dueLabel
            holder.due.setTextColor(ContextCompat.getColor(context, R.color.text_secondary))
        }
        holder.due.visibility = if (row.dueLabel.isEmpty()) View.GONE else View.VISIBLE
        holder.avatar.text = row.assigneeInitials
        holder.itemView.setOnClickListener { onClick(row.id) }
    }

    private object Diff : DiffUtil.ItemCallback<TaskRow>() {
        override fun areItemsTheSame(a: TaskRow, b: TaskRow) = a.id == b.id
        override fun areContentsTheSame(a: TaskRow, b: TaskRow) = a == b
    }
}
