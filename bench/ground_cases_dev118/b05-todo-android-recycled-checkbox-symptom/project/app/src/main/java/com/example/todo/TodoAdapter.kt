package com.example.todo

import android.graphics.Color
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import com.example.todo.databinding.ItemTodoBinding
import java.time.LocalDate
import java.time.format.DateTimeFormatter

class TodoAdapter(
    private val onToggle: (Todo, Boolean) -> Unit,
) : ListAdapter<Todo, TodoAdapter.Holder>(Diff) {

    class Holder(val binding: ItemTodoBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder {
        val inflater = LayoutInflater.from(parent.context)
        return Holder(ItemTodoBinding.inflate(inflater, parent, false))
    }

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val item = getItem(position)
        val b = holder.binding
        b.title.text = item.title
        b.due.text = item.due?.format(DUE_FORMAT) ?: ""
        val overdue = !item.done && item.due?.isBefore(LocalDate.now()) == true
        b.due.setTextColor(if (overdue) Color.parseColor("#D32F2F") else b.title.currentTextColor)
        b.done.isChecked = item.done
        b.done.setOnCheckedChangeListener { _, checked -> onToggle(item, checked) }
    }

    private object Diff : DiffUtil.ItemCallback<Todo>() {
        override fun areItemsTheSame(a: Todo, b: Todo) = a.id == b.id
        override fun areContentsTheSame(a: Todo, b: Todo) = a == b
    }

    companion object {
        private val DUE_FORMAT = DateTimeFormatter.ofPattern("M/d")
    }
}
