package jp.kaimono.app.ui.cart

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.navigation.fragment.findNavController
import dagger.hilt.android.AndroidEntryPoint
import jp.kaimono.app.R
import jp.kaimono.app.databinding.FragmentCartBinding
import java.text.NumberFormat
import java.util.Locale
import kotlinx.coroutines.launch

@AndroidEntryPoint
class CartFragment : Fragment(R.layout.fragment_cart) {

    private val viewModel: CartViewModel by viewModels()
    private val yen = NumberFormat.getNumberInstance(Locale.JAPAN)
    private val adapter = CartAdapter(
        onQuantityChange = { id, qty -> viewModel.updateQuantity(id, qty) },
        onRemove = { id -> viewModel.remove(id) },
    )

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentCartBinding.bind(view)
        binding.list.adapter = adapter
        binding.checkout.setOnClickListener {
            findNavController().navigate(R.id.action_cart_to_checkout)
        }
        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.uiState.collect { state ->
                    adapter.submitList(state.items)
                    binding.total.text = getString(R.string.cart_total, yen.format(state.total))
                    binding.empty.visibility = if (state.isEmpty) View.VISIBLE else View.GONE
                    binding.checkout.isEnabled = !state.isEmpty
                }
            }
        }
    }
}
