package jp.example.nippo.ui.list

import android.view.LayoutInflater
import android.view.ViewGroup
import androidx.recyclerview.widget.DiffUtil
import androidx.recyclerview.widget.ListAdapter
import androidx.recyclerview.widget.RecyclerView
import jp.example.nippo.data.remote.Report
import jp.example.nippo.databinding.ItemReportBinding

class ReportAdapter(
    private val onClick: (Report) -> Unit,
) : ListAdapter<Report, ReportAdapter.Holder>(Diff) {

    class Holder(val binding: ItemReportBinding) : RecyclerView.ViewHolder(binding.root)

    override fun onCreateViewHolder(parent: ViewGroup, viewType: Int): Holder =
        Holder(ItemReportBinding.inflate(LayoutInflater.from(parent.context), parent, false))

    override fun onBindViewHolder(holder: Holder, position: Int) {
        val report = getItem(position)
        with(holder.binding) {
            date.text = report.reportDate.replace('-', '/')
            customer.text = report.customerName
            summary.text = report.summary
            author.text = report.authorName
            root.setOnClickListener { onClick(report) }
        }
    }

    private object Diff : DiffUtil.ItemCallback<Report>() {
        override fun areItemsTheSame(a: Report, b: Report) = a.id == b.id
        override fun areContentsTheSame(a: Report, b: Report) = a == b
    }
}

/** 末尾から 5 件以内に来たら [onEnd] を呼ぶ。 */
class EndOfListListener(private val onEnd: () -> Unit) : RecyclerView.OnScrollListener() {
    override fun onScrolled(recyclerView: RecyclerView, dx: Int, dy: Int) {
        if (dy <= 0) return
        val lm = recyclerView.layoutManager as? androidx.recyclerview.widget.LinearLayoutManager ?: return
        if (lm.findLastVisibleItemPosition() >= lm.itemCount - 5) onEnd()
    }
}
