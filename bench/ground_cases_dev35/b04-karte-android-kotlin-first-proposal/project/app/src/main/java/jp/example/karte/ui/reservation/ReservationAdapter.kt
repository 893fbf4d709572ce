package jp.example.karte.ui.reservation

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.example.karte.databinding.ItemReservationBinding
import jp.example.karte.model.Reservation
import java.time.format.DateTimeFormatter

class ReservationAdapter(
    private val onClick: (Reservation) -> Unit,
    private val onCancel: (Reservation) -> Unit,
) : ListAdapter<Reservation, ReservationAdapter.ViewHolder>(Diff) {

    class ViewHolder(val binding: ItemReservationBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): ViewHolder =
        ViewHolder(ItemReservationBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: ViewHolder, position: Int) {
        val item = getItem(position)
        with(holder.binding) {
            clinicName.text = item.clinicName
            startsAt.text = item.startsAt.format(FORMAT)
            status.text = item.status.label
            cancelButton.isEnabled = item.cancellable
            root.setOnClickListener { onClick(item) }
            cancelButton.setOnClickListener { onCancel(item) }
        }
    }

    private object Diff : DiffUtil.ItemCallback<Reservation>() {
        override fun areItemsTheSame(oldItem: Reservation, newItem: Reservation) = oldItem == newItem
        override fun areContentsTheSame(oldItem: Reservation, newItem: Reservation) = oldItem == newItem
    }

    companion object {
        private val FORMAT = DateTimeFormatter.ofPattern("M/d(E) HH:mm")
    }
}
