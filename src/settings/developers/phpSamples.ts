/** The PHP SDK page's code samples (code, not prose: the same in both languages). */
export const installSample = (pkg: string) => `composer require ${pkg}`;

export const configureSample = `# .env (never commit it)
PAYMENTS_PUBLIC_KEY=pk_test_...
PAYMENTS_SECURE_KEY=sk_test_...
PAYMENTS_ENV=test`;

export const firstCallSample = `<?php
require __DIR__ . '/vendor/autoload.php';

use Payments\\Client;
use Payments\\Exception\\ApiException;

$client = new Client(
    getenv('PAYMENTS_PUBLIC_KEY'),
    getenv('PAYMENTS_SECURE_KEY'),
    ['environment' => getenv('PAYMENTS_ENV')] // 'test' or 'prod'
);

try {
    $payment = $client->payments->create([
        'merchant_trans_id' => 'ORDER-1001',   // your reference
        'amount'            => '15000.00',
        'currency'          => 'CLP',
        'shopper'           => ['email' => 'shopper@example.com'],
    ]);
    header('Location: ' . $payment->redirect_url);
} catch (ApiException $error) {
    error_log('Payment refused: ' . $error->getMessage());
}`;

export const notificationSample = `<?php
$body = json_decode(file_get_contents('php://input'), true);
// Record $body['operation_id'] and $body['last_status'], then answer 200.
http_response_code(200);`;
