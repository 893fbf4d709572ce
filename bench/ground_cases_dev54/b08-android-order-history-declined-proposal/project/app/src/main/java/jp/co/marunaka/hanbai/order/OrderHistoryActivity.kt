package jp.co.marunaka.hanbai.order

import android.content.Intent
import android.os.Bundle
import android.view.View
import androidx.appcompat.app.AppCompatActivity
import java.util.Date
import jp.co.marunaka.hanbai.databinding.ActivityOrderHistoryBinding

/** 注文履歴。営業担当が外出先で自分の担当顧客の注文を確認する画面（2017年から大きく変わっていない）。 */
class OrderHistoryActivity : AppCompatActivity() {

    private lateinit var binding: ActivityOrderHistoryBinding
    private lateinit var adapter: OrderHistoryAdapter
    private val repository by lazy { OrderRepository.getInstance(this) }
    private var period = Period.MONTH

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityOrderHistoryBinding.inflate(layoutInflater)
        setContentView(binding.root)

        adapter = OrderHistoryAdapter { order ->
            startActivity(Intent(this, OrderDetailActivity::class.java).putExtra("orderNo", order.orderNo))
        }
        binding.list.adapter = adapter

        binding.periodChips.setOnCheckedChangeListener { _, checkedId ->
            period = when (checkedId) {
                binding.chipWeek.id -> Period.WEEK
                binding.chipQuarter.id -> Period.QUARTER
                binding.chipAll.id -> Period.ALL
                else -> Period.MONTH
            }
            load()
        }
        period = savedInstanceState?.getString(STATE_PERIOD)?.let { Period.valueOf(it) } ?: Period.MONTH
        chipFor(period).isChecked = true
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        outState.putString(STATE_PERIOD, period.name)
    }

    private fun chipFor(period: Period) = when (period) {
        Period.WEEK -> binding.chipWeek
        Period.QUARTER -> binding.chipQuarter
        Period.ALL -> binding.chipAll
        Period.MONTH -> binding.chipMonth
    }

    private fun load() {
        binding.progress.visibility = View.VISIBLE
        repository.findMine(period.since(Date())) { orders ->
            binding.progress.visibility = View.GONE
            binding.empty.visibility = if (orders.isEmpty()) View.VISIBLE else View.GONE
            adapter.submit(orders)
        }
    }

    companion object {
        private const val STATE_PERIOD = "period"
    }
}
