package com.example.todo.ui

import android.graphics.Paint
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.RecyclerView
import com.example.todo.R
import com.example.todo.data.Todo
import com.example.todo.databinding.ItemTodoBinding
import com.example.todo.databinding.ItemTodoHeaderBinding
import java.time.LocalDate
import java.time.format.DateTimeFormatter

/**
 * 先頭に「n / m 件完了」のサマリー行を出し、その下に TODO を並べる。
 */
class TodoAdapter(
    private val onToggle: (Todo) -> Unit,
    private val onClick: (Todo) -> Unit,
) : RecyclerView.Adapter<RecyclerView.ViewHolder>() {

    private var items: List<Todo> = emptyList()

    fun submit(todos: List<Todo>) {
        items = todos
        notifyDataSetChanged()
    }

    override fun getItemCount(): Int = items.size + 1 // +1 はサマリー行

    override fun getItemViewType(position: Int): Int =
        if (position == 0) TYPE_HEADER else TYPE_ITEM

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): RecyclerView.ViewHolder {
        val inflater = LayoutInflater.from(parent.context)
        return when (viewType) {
            TYPE_HEADER -> HeaderViewHolder(ItemTodoHeaderBinding.inflate(inflater, parent, false))
            else -> TodoViewHolder(ItemTodoBinding.inflate(inflater, parent, false))
        }
    }

    override fun onBindViewHolder(holder: RecyclerView.ViewHolder, position: Int) {
        when (holder) {
            is HeaderViewHolder -> holder.bind(done = items.count { it.done }, total = items.size)
            is TodoViewHolder -> holder.bind(items[position], onToggle, onClick)
        }
    }

    class HeaderViewHolder(private val binding: ItemTodoHeaderBinding) : RecyclerView.ViewHolder(binding.root) {
        fun bind(done: Int, total: Int) {
            binding.summary.text = binding.root.context.getString(R.string.todo_summary, done, total)
            binding.progress.max = total.coerceAtLeast(1)
            binding.progress.progress = done
        }
    }

    class TodoViewHolder(private val binding: ItemTodoBinding) : RecyclerView.ViewHolder(binding.root) {
        fun bind(todo: Todo, onToggle: (Todo) -> Unit, onClick: (Todo) -> Unit) {
            binding.title.text = todo.title
            binding.title.paintFlags = if (todo.done) {
                binding.title.paintFlags or Paint.STRIKE_THRU_TEXT_FLAG
            } else {
                binding.title.paintFlags and Paint.STRIKE_THRU_TEXT_FLAG.inv()
            }
            binding.checkbox.setOnCheckedChangeListener(null)
            binding.checkbox.isChecked = todo.done
            binding.checkbox.setOnCheckedChangeListener { _, _ -> onToggle(todo) }

            val due = todo.dueDate
            binding.due.text = due?.format(DUE_FORMAT).orEmpty()
            binding.due.isActivated = due != null && !todo.done && due.isBefore(LocalDate.now())

            binding.root.setOnClickListener { onClick(todo) }
        }
    }

    companion object {
        private const val TYPE_HEADER = 0
        private const val TYPE_ITEM = 1
        private val DUE_FORMAT: DateTimeFormatter = DateTimeFormatter.ofPattern("M/d")
    }
}
