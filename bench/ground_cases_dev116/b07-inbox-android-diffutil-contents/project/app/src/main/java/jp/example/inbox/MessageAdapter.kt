package jp.example.inbox

import android.graphics.Typeface
import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.example.inbox.databinding.ItemMessageBinding
import java.time.ZoneId
import java.time.format.DateTimeFormatter

class MessageAdapter(
    private val onClick: (Message) -> Unit,
) : ListAdapter<Message, MessageAdapter.Holder>(DIFF) {

    fun submit(list: List<Message>) = submitList(list)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemMessageBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) = holder.bind(getItem(position))

    inner class Holder(private val b: ItemMessageBinding) : RecyclerView.ViewHolder(b.root) {
        fun bind(m: Message) {
            b.sender.text = m.sender
            b.subject.text = m.subject
            b.preview.text = m.preview
            b.time.text = TIME.format(m.receivedAt.atZone(ZoneId.systemDefault()))
            val style = if (m.read) Typeface.NORMAL else Typeface.BOLD
            b.sender.setTypeface(null, style)
            b.subject.setTypeface(null, style)
            b.unreadDot.visibility = if (m.read) android.view.View.INVISIBLE else android.view.View.VISIBLE
            b.root.setOnClickListener { onClick(m) }
        }
    }

    companion object {
        private val TIME = DateTimeFormatter.ofPattern("M/d HH:mm")

        private val DIFF = object : DiffUtil.ItemCallback<Message>() {
            override fun areItemsTheSame(oldItem: Message, newItem: Message) = oldItem.id == newItem.id
            override fun areContentsTheSame(oldItem: Message, newItem: Message) = oldItem.id == newItem.id
        }
    }
}
