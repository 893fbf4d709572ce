package jp.kobako.shop.ui

import android.os.Bundle
import androidx.appcompat.app.AppCompatActivity
import androidx.lifecycle.lifecycleScope
import androidx.recyclerview.widget.LinearLayoutManager
import jp.kobako.shop.data.ProductRepository
import jp.kobako.shop.databinding.ActivityProductListBinding
import jp.kobako.shop.image.ImageLoader
import kotlinx.coroutines.launch

class ProductListActivity : AppCompatActivity() {

    private lateinit var binding: ActivityProductListBinding
    private val repository = ProductRepository("https://api.kobako.example.jp/v1")

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityProductListBinding.inflate(layoutInflater)
        setContentView(binding.root)

        val adapter = ProductAdapter(ImageLoader(lifecycleScope)) { product ->
            startActivity(ProductDetailActivity.intent(this, product.id))
        }
        binding.list.layoutManager = LinearLayoutManager(this)
        binding.list.adapter = adapter

        binding.swipe.setOnRefreshListener { refresh(adapter) }
        refresh(adapter)
    }

    private fun refresh(adapter: ProductAdapter) {
        lifecycleScope.launch {
            adapter.submit(repository.list(page = 1))
            binding.swipe.isRefreshing = false
        }
    }
}
