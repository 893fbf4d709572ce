package jp.co.marunaka.hanbai.order

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import java.text.SimpleDateFormat
import java.util.Locale
import jp.co.marunaka.hanbai.databinding.ActivityOrderDetailBinding

class OrderDetailActivity : AppCompatActivity() {

    private lateinit var binding: ActivityOrderDetailBinding
    private val repository by lazy { OrderRepository.getInstance(this) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityOrderDetailBinding.inflate(layoutInflater)
        setContentView(binding.root)

        val orderNo = intent.getStringExtra("orderNo") ?: return finish()
        repository.find(orderNo) { order ->
            if (order == null) {
                finish()
                return@find
            }
            binding.orderNo.text = order.orderNo
            binding.customerName.text = order.customerName
            binding.orderedAt.text = DATE.format(order.orderedAt)
            binding.amount.text = order.amount.toYen()
            binding.status.setText(order.status.labelRes)
        }
    }

    companion object {
        // 2021年 タイ拠点対応で Locale 固定（端末が仏暦だと年がずれるため）
        private val DATE = SimpleDateFormat("yyyy/MM/dd HH:mm", Locale.JAPAN)
    }
}
