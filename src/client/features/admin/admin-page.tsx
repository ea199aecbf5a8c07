import { HEADER_TEXTS } from '#shared/texts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { PageTitle } from '@/features/layout/empty-state'
import { ContactMessages } from './contact-messages'
import { QuizReview } from './quiz-review'
import { WalletReview } from './wallet-review'

export function AdminPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <PageTitle title={HEADER_TEXTS.admin} description="Review quizzes, verify fund additions and pay out withdrawals, and read what people wrote to us." />
      <Tabs defaultValue="quizzes">
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="quizzes">Quizzes</TabsTrigger>
          <TabsTrigger value="wallet">Wallet requests</TabsTrigger>
          <TabsTrigger value="contact">Contact messages</TabsTrigger>
        </TabsList>
        <TabsContent value="quizzes" className="pt-4">
          <QuizReview />
        </TabsContent>
        <TabsContent value="wallet" className="pt-4">
          <WalletReview />
        </TabsContent>
        <TabsContent value="contact" className="pt-4">
          <ContactMessages />
        </TabsContent>
      </Tabs>
    </div>
  )
}
